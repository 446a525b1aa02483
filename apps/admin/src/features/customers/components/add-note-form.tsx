import { CUSTOMER_NOTE_MAX } from '@lalebet/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { TextArea } from '@/components/field';
import { useAddNote } from '../api/add-note';

/** A staff note about the player: shown to staff with customers:notes only (allowedActions). */
export function AddNoteForm({ id }: { id: string }) {
  const { t } = useTranslation('customers');
  const add = useAddNote(id);
  const [text, setText] = useState('');
  return (
    <form
      className="panel"
      onSubmit={(e) => {
        e.preventDefault();
        if (!text.trim()) return;
        add.mutate(text.trim(), { onSuccess: () => setText('') });
      }}
    >
      <TextArea
        label={t('newNote')}
        value={text}
        onChange={(e) => setText(e.target.value)}
        maxLength={CUSTOMER_NOTE_MAX}
        rows={3}
        error={add.error?.message}
      />
      <div className="form-actions">
        <Button type="submit" variant="primary" busy={add.isPending} disabled={!text.trim()}>
          {t('addNote')}
        </Button>
      </div>
    </form>
  );
}
