import { NOTIFICATION_PURPOSES } from '@lalebet/shared';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/button';
import { SelectField, TextField } from '@/components/field';
import { FormPanel } from '@/components/form-panel';
import { useAdminForm } from '@/components/use-admin-form';
import { useServerSubmit } from '@/components/use-server-submit';
import { useSendSegment } from '../api/send-segment';
import { EMPTY_MESSAGE, type Message, MessageFields } from './message-fields';
import { SEGMENT_EMPTY, segmentForm } from './segment-form-schema';

/**
 * A System notification to a segment. Marketing never reaches players protection keeps it from;
 * "Count" asks the server how many would get it before anything is sent.
 */
export function SegmentForm() {
  const { t } = useTranslation('notifications');
  const send = useSendSegment();
  const form = useAdminForm(segmentForm, SEGMENT_EMPTY);
  const purpose = useWatch({ control: form.control, name: 'purpose' });
  const [counted, setCounted] = useState<{ sent: number; skipped: number } | null>(null);
  const errorOf = (name: string) => form.errorOf(name, { minimum: 1, maximum: '' });
  const submit = useServerSubmit(form, async (body) => {
    const res = await send.mutateAsync(body);
    setCounted(res.data);
    if (body.dryRun) return;
    toast.success(t('sentCount', { count: res.data.sent }));
    form.reset({ ...form.getValues(), ...EMPTY_MESSAGE });
  });
  const run = (dryRun: boolean) => {
    form.setValue('dryRun', dryRun);
    void submit();
  };
  const busy = (dryRun: boolean) => send.isPending && send.variables?.dryRun === dryRun;
  return (
    <FormPanel
      form={form}
      title={t('segmentTitle')}
      onSubmit={(e) => {
        e.preventDefault();
        run(false);
      }}
      actions={
        <>
          <Button onClick={() => run(true)} busy={busy(true)}>
            {t('count')}
          </Button>
          <Button type="submit" variant="primary" busy={busy(false)}>
            {t('sendSegment')}
          </Button>
        </>
      }
    >
      <TextField
        label={t('depositedWithinDays')}
        inputMode="numeric"
        {...form.register('days')}
        error={errorOf('segment.depositedWithinDays')}
        hint={t('emptyAny')}
      />
      <TextField
        label={t('vipLevelMin')}
        inputMode="numeric"
        {...form.register('vip')}
        error={errorOf('segment.vipLevelMin')}
        hint={t('emptyAny')}
      />
      <SelectField
        label={t('language')}
        {...form.register('locale')}
        options={[
          { value: '', label: t('anyLanguage') },
          { value: 'tr', label: 'Türkçe' },
          { value: 'en', label: 'English' },
        ]}
      />
      <SelectField
        label={t('purpose')}
        {...form.register('purpose')}
        options={NOTIFICATION_PURPOSES.map((p) => ({ value: p, label: t(`purpose.${p}`) }))}
        hint={t(`purposeHint.${purpose}`)}
      />
      <MessageFields register={(name: keyof Message) => form.register(name)} errorOf={errorOf} />
      {counted && <p role="status">{t('counted', { sent: counted.sent, skipped: counted.skipped })}</p>}
    </FormPanel>
  );
}
