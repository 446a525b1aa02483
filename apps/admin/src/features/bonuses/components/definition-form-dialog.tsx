import { BONUS_AUDIENCES, BONUS_CLAIM_MODES, CREATABLE_BONUS_KINDS } from '@lalebet/shared';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { SelectField, TextArea, TextField } from '@/components/field';
import { FormDialog } from '@/components/form-dialog';
import { useAdminForm } from '@/components/use-admin-form';
import { useCreateDefinition } from '../api/create-definition';
import { DEFINITION_EMPTY, type DefinitionValues, definitionForm } from './definition-form';
import { type FreeRoundsForm, FreeRoundsFields } from './free-rounds-fields';
import { SportsFields } from './sports-fields';

type TextKey = Exclude<keyof DefinitionValues, 'sportsStake' | 'sportsSystemBets'>;

/**
 * A new bonus definition. Money is typed in lira and sent in kuruş; the shared schema the server
 * uses checks the form first, field by field. The offer starts paused.
 */
export function DefinitionFormDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return open ? <DefinitionForm onClose={onClose} /> : null;
}

function DefinitionForm({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('bonuses');
  const create = useCreateDefinition();
  const form = useAdminForm(definitionForm, DEFINITION_EMPTY);
  const register = (key: keyof DefinitionValues) => form.register(key);
  const errorOf = (key: keyof DefinitionValues) => form.errorOf(key);
  // Free rounds give rounds, not money: no amount, percentage or deposit to type (docs/decisions/099-free-rounds.md).
  const freeRounds = form.watch('kind') === 'freeRounds';
  const text = (key: TextKey, extra: { hint?: string; inputMode?: 'decimal' | 'numeric' } = {}) => (
    <TextField label={t(`field.${key}`)} {...register(key)} error={errorOf(key)} {...extra} />
  );
  const select = (key: TextKey, values: readonly string[], prefix: string) => (
    <SelectField
      label={t(`field.${key}`)}
      {...register(key)}
      options={values.map((x) => ({ value: x, label: t(`${prefix}.${x}`) }))}
      error={errorOf(key)}
    />
  );
  const area = (key: TextKey) => (
    <TextArea label={t(`field.${key}`)} {...register(key)} error={errorOf(key)} rows={2} />
  );
  return (
    <FormDialog
      form={form}
      wide
      title={t('createTitle')}
      submitLabel={t('create')}
      onClose={onClose}
      onSubmit={async (body) => {
        // Nothing is created yet: a second bonus manager approves it (docs/decisions/042-bonus-definitions-four-eyes.md).
        const res = await create.mutateAsync(body);
        toast.info(t('pendingApproval', { id: res.data.requestId }));
        onClose();
      }}
    >
      {text('code', { hint: t('codeHint') })}
      {select('kind', CREATABLE_BONUS_KINDS, 'kind')}
      {text('titleTr')}
      {text('titleEn')}
      {area('descriptionTr')}
      {area('descriptionEn')}
      {!freeRounds && (
        <>
          {text('amount', { inputMode: 'decimal', hint: t('amountHint') })}
          {text('percent', { inputMode: 'numeric', hint: t('percentHint') })}
          {text('maxAmount', { inputMode: 'decimal' })}
          {text('minDeposit', { inputMode: 'decimal' })}
        </>
      )}
      {text('wageringMultiple', { inputMode: 'decimal', hint: t('wageringHint') })}
      {text('maxBet', { inputMode: 'decimal' })}
      {text('maxCashout', { inputMode: 'decimal' })}
      {text('validityDays', { inputMode: 'numeric' })}
      <SportsFields register={register} errorOf={errorOf} />
      {freeRounds && (
        <FreeRoundsFields
          register={register}
          errorOf={errorOf}
          gameCode={form.watch('freeRoundsGameCode')}
          onPick={(values) => {
            for (const [key, value] of Object.entries(values) as [keyof FreeRoundsForm, string][])
              form.setValue(key, value, { shouldValidate: true });
          }}
        />
      )}
      {select('claimMode', BONUS_CLAIM_MODES, 'claimMode')}
      {select('audience', BONUS_AUDIENCES, 'audience')}
      {text('registeredWithinDays', { inputMode: 'numeric' })}
      <p className="hint">{t('startsPaused')}</p>
    </FormDialog>
  );
}
