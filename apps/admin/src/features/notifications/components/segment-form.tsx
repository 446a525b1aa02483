import { adminSegmentSendSchema, NOTIFICATION_PURPOSES } from '@lalebet/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/button';
import { SelectField, TextField } from '@/components/field';
import { useSendSegment } from '../api/send-segment';
import { EMPTY_MESSAGE, type Message, MessageFields, toTexts } from './message-fields';

/**
 * A System notification to a segment. Marketing never reaches players protection keeps it from;
 * "Count" asks the server how many would get it before anything is sent.
 */
export function SegmentForm() {
  const { t } = useTranslation('notifications');
  const send = useSendSegment();
  const [days, setDays] = useState('');
  const [vip, setVip] = useState('');
  const [locale, setLocale] = useState('');
  const [purpose, setPurpose] = useState<(typeof NOTIFICATION_PURPOSES)[number]>('marketing');
  const [message, setMessage] = useState<Message>(EMPTY_MESSAGE);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [counted, setCounted] = useState<{ sent: number; skipped: number } | null>(null);

  const body = (dryRun: boolean) => ({
    segment: {
      ...(days.trim() ? { depositedWithinDays: Number(days) } : {}),
      ...(vip.trim() ? { vipLevelMin: Number(vip) } : {}),
      ...(locale ? { locale } : {}),
    },
    purpose,
    ...toTexts(dryRun && !message.titleTr.trim() ? { ...message, titleTr: '-', noteTr: '-' } : message),
    dryRun,
  });
  const run = async (dryRun: boolean) => {
    const parsed = adminSegmentSendSchema.safeParse(body(dryRun));
    if (!parsed.success) {
      const local: Record<string, string> = {};
      for (const i of parsed.error.issues)
        local[String(i.path.at(-1) === 'tr' || i.path.at(-1) === 'en' ? i.path[0] : i.path.at(-1))] ??= t(
          `validation:${i.message}`,
          {
            defaultValue: i.message,
            minimum: 1,
            maximum: '',
          },
        );
      return setErrors(local);
    }
    setErrors({});
    try {
      const res = await send.mutateAsync(parsed.data);
      setCounted(res.data);
      if (!dryRun) {
        toast.success(t('sentCount', { count: res.data.sent }));
        setMessage(EMPTY_MESSAGE);
      }
    } catch (err) {
      setErrors({ form: err instanceof Error ? err.message : String(err) });
    }
  };

  return (
    <form
      className="panel"
      noValidate
      aria-labelledby="segment-title"
      onSubmit={(e) => {
        e.preventDefault();
        void run(false);
      }}
    >
      <h2 id="segment-title">{t('segmentTitle')}</h2>
      {errors.form && (
        <p className="alert alert-bad" role="alert">
          {errors.form}
        </p>
      )}
      <TextField
        label={t('depositedWithinDays')}
        inputMode="numeric"
        value={days}
        onChange={(e) => setDays(e.target.value)}
        error={errors.depositedWithinDays}
        hint={t('emptyAny')}
      />
      <TextField
        label={t('vipLevelMin')}
        inputMode="numeric"
        value={vip}
        onChange={(e) => setVip(e.target.value)}
        error={errors.vipLevelMin}
        hint={t('emptyAny')}
      />
      <SelectField
        label={t('language')}
        value={locale}
        onChange={(e) => setLocale(e.target.value)}
        options={[
          { value: '', label: t('anyLanguage') },
          { value: 'tr', label: 'Türkçe' },
          { value: 'en', label: 'English' },
        ]}
      />
      <SelectField
        label={t('purpose')}
        value={purpose}
        onChange={(e) => setPurpose(e.target.value as typeof purpose)}
        options={NOTIFICATION_PURPOSES.map((p) => ({ value: p, label: t(`purpose.${p}`) }))}
        hint={t(`purposeHint.${purpose}`)}
      />
      <MessageFields value={message} onChange={setMessage} errors={errors} />
      {counted && <p role="status">{t('counted', { sent: counted.sent, skipped: counted.skipped })}</p>}
      <div className="form-actions">
        <Button onClick={() => run(true)} busy={send.isPending && send.variables?.dryRun === true}>
          {t('count')}
        </Button>
        <Button type="submit" variant="primary" busy={send.isPending && send.variables?.dryRun === false}>
          {t('sendSegment')}
        </Button>
      </div>
    </form>
  );
}
