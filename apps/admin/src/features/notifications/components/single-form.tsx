import { adminNotificationSendSchema } from '@lalebet/shared';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { z } from 'zod';
import { Button } from '@/components/button';
import { TextField } from '@/components/field';
import { FormPanel } from '@/components/form-panel';
import { useAdminForm } from '@/components/use-admin-form';
import { useServerSubmit } from '@/components/use-server-submit';
import { useSendNotification } from '../api/send-notification';
import { EMPTY_MESSAGE, type Message, MessageFields, messageShape, toTexts } from './message-fields';

/** The one-player branch of the send schema: the form has no "to everyone" switch. */
const [toOnePlayer] = adminNotificationSendSchema.options;
const singleForm = z
  .object({ username: z.string(), ...messageShape })
  .transform(({ username, ...message }) => ({ username: username.trim(), ...toTexts(message) }))
  .pipe(toOnePlayer);

/** A System notification to one player, found by username. */
export function SingleForm() {
  const { t } = useTranslation('notifications');
  const send = useSendNotification();
  const form = useAdminForm(singleForm, { username: '', ...EMPTY_MESSAGE });
  const errorOf = (name: string) => form.errorOf(name, { minimum: 1, maximum: '' });
  const submit = useServerSubmit(form, async (body) => {
    const res = await send.mutateAsync(body);
    toast.success(res.message);
    form.reset({ ...form.getValues(), ...EMPTY_MESSAGE });
  });
  return (
    <FormPanel
      form={form}
      title={t('singleTitle')}
      onSubmit={submit}
      actions={
        <Button type="submit" variant="primary" busy={send.isPending}>
          {t('send')}
        </Button>
      }
    >
      <TextField
        label={t('username')}
        {...form.register('username')}
        error={errorOf('username')}
        autoComplete="off"
      />
      <MessageFields register={(name: keyof Message) => form.register(name)} errorOf={errorOf} />
    </FormPanel>
  );
}
