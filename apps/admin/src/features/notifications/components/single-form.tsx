import { adminNotificationSendSchema } from '@lalebet/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/button';
import { TextField } from '@/components/field';
import { useSendNotification } from '../api/send-notification';
import { EMPTY_MESSAGE, type Message, MessageFields, toTexts } from './message-fields';

/** A System notification to one player, found by username. */
export function SingleForm() {
  const { t } = useTranslation('notifications');
  const send = useSendNotification();
  const [username, setUsername] = useState('');
  const [message, setMessage] = useState<Message>(EMPTY_MESSAGE);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const parsed = adminNotificationSendSchema.safeParse({ username: username.trim(), ...toTexts(message) });
    if (!parsed.success) {
      const local: Record<string, string> = {};
      for (const i of parsed.error.issues)
        local[String(i.path[0])] ??= t(`validation:${i.message}`, {
          defaultValue: i.message,
          minimum: 1,
          maximum: '',
        });
      return setErrors(local);
    }
    setErrors({});
    try {
      const res = await send.mutateAsync(parsed.data);
      toast.success(res.message);
      setMessage(EMPTY_MESSAGE);
    } catch (err) {
      setErrors({ form: err instanceof Error ? err.message : String(err) });
    }
  };
  return (
    <form className="panel" onSubmit={submit} noValidate aria-labelledby="single-title">
      <h2 id="single-title">{t('singleTitle')}</h2>
      {errors.form && (
        <p className="alert alert-bad" role="alert">
          {errors.form}
        </p>
      )}
      <TextField
        label={t('username')}
        value={username}
        onChange={(e) => setUsername(e.target.value)}
        error={errors.username}
        autoComplete="off"
      />
      <MessageFields value={message} onChange={setMessage} errors={errors} />
      <div className="form-actions">
        <Button type="submit" variant="primary" busy={send.isPending}>
          {t('send')}
        </Button>
      </div>
    </form>
  );
}
