import {
  adminBonusDefinitionInputSchema,
  BONUS_AUDIENCES,
  BONUS_CLAIM_MODES,
  CREATABLE_BONUS_KINDS,
} from '@lalebet/shared';
import { formErrorsOf } from '@/lib/form-errors';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/button';
import { Dialog } from '@/components/dialog';
import { SelectField, TextArea, TextField } from '@/components/field';
import { useCreateDefinition } from '../api/create-definition';
import { optionalInt, optionalMinor } from './money-text';
import { SPORTS_EMPTY, SportsFields, sportsBody } from './sports-fields';

const EMPTY = {
  code: '',
  kind: 'freeMoney',
  titleTr: '',
  titleEn: '',
  descriptionTr: '',
  descriptionEn: '',
  amount: '',
  percent: '',
  maxAmount: '',
  minDeposit: '',
  wageringMultiple: '1',
  maxBet: '',
  maxCashout: '',
  validityDays: '7',
  claimMode: 'auto',
  audience: 'all',
  registeredWithinDays: '',
};
type Form = typeof EMPTY;
const MONEY: (keyof Form)[] = ['amount', 'maxAmount', 'minDeposit', 'maxBet', 'maxCashout'];

/**
 * A new bonus definition. Money is typed in lira and sent in kuruş; the shared schema the server
 * uses checks the form first, field by field. The offer starts paused.
 */
export function DefinitionFormDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('bonuses');
  const create = useCreateDefinition();
  const [form, setForm] = useState<Form>(EMPTY);
  const [sports, setSports] = useState(SPORTS_EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const v = (key: string) => t(`validation:${key}`, { defaultValue: key, minimum: '', maximum: '' });
  const set = (key: keyof Form) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [key]: e.target.value }));

  const submit = async () => {
    const money = Object.fromEntries(MONEY.map((k) => [k, optionalMinor(form[k])]));
    const body = {
      ...form,
      ...money,
      percent: optionalInt(form.percent),
      wageringMultiple: Number(form.wageringMultiple.replace(',', '.')),
      validityDays: Number(form.validityDays),
      registeredWithinDays: optionalInt(form.registeredWithinDays),
      ...sportsBody(sports),
    };
    const parsed = adminBonusDefinitionInputSchema.safeParse(body);
    if (!parsed.success) {
      const local: Record<string, string> = {};
      for (const issue of parsed.error.issues) local[String(issue.path[0] ?? 'form')] ??= v(issue.message);
      return setErrors(local);
    }
    setErrors({});
    try {
      // Nothing is created yet: a second bonus manager approves it (docs/decisions/042-bonus-definitions-four-eyes.md).
      const res = await create.mutateAsync(parsed.data);
      toast.info(t('pendingApproval', { id: res.data.requestId }));
      setForm(EMPTY);
      setSports(SPORTS_EMPTY);
      onClose();
    } catch (e) {
      setErrors(formErrorsOf(e));
    }
  };

  const text = (key: keyof Form, extra: { hint?: string; inputMode?: 'decimal' | 'numeric' } = {}) => (
    <TextField
      label={t(`field.${key}`)}
      value={form[key]}
      onChange={set(key)}
      error={errors[key]}
      {...extra}
    />
  );
  const options = (values: readonly string[], prefix: string) =>
    values.map((x) => ({ value: x, label: t(`${prefix}.${x}`) }));

  return (
    <Dialog
      open={open}
      wide
      title={t('createTitle')}
      onClose={onClose}
      footer={
        <>
          <Button onClick={onClose}>{t('common:action.cancel')}</Button>
          <Button variant="primary" busy={create.isPending} onClick={submit}>
            {t('create')}
          </Button>
        </>
      }
    >
      {errors.form && (
        <p className="alert alert-bad" role="alert">
          {errors.form}
        </p>
      )}
      {text('code', { hint: t('codeHint') })}
      <SelectField
        label={t('field.kind')}
        value={form.kind}
        onChange={set('kind')}
        options={options(CREATABLE_BONUS_KINDS, 'kind')}
        error={errors.kind}
      />
      {text('titleTr')}
      {text('titleEn')}
      <TextArea
        label={t('field.descriptionTr')}
        value={form.descriptionTr}
        onChange={set('descriptionTr')}
        error={errors.descriptionTr}
        rows={2}
      />
      <TextArea
        label={t('field.descriptionEn')}
        value={form.descriptionEn}
        onChange={set('descriptionEn')}
        error={errors.descriptionEn}
        rows={2}
      />
      {text('amount', { inputMode: 'decimal', hint: t('amountHint') })}
      {text('percent', { inputMode: 'numeric', hint: t('percentHint') })}
      {text('maxAmount', { inputMode: 'decimal' })}
      {text('minDeposit', { inputMode: 'decimal' })}
      {text('wageringMultiple', { inputMode: 'decimal', hint: t('wageringHint') })}
      {text('maxBet', { inputMode: 'decimal' })}
      {text('maxCashout', { inputMode: 'decimal' })}
      {text('validityDays', { inputMode: 'numeric' })}
      <SportsFields value={sports} onChange={setSports} errors={errors} />
      <SelectField
        label={t('field.claimMode')}
        value={form.claimMode}
        onChange={set('claimMode')}
        options={options(BONUS_CLAIM_MODES, 'claimMode')}
        error={errors.claimMode}
      />
      <SelectField
        label={t('field.audience')}
        value={form.audience}
        onChange={set('audience')}
        options={options(BONUS_AUDIENCES, 'audience')}
        error={errors.audience}
      />
      {text('registeredWithinDays', { inputMode: 'numeric' })}
      <p className="hint">{t('startsPaused')}</p>
    </Dialog>
  );
}
