import { useTranslation } from 'react-i18next';

/**
 * Rich text as players will see it, in a sandboxed frame: `sandbox=""` runs no script and
 * gives the frame an opaque origin, so a pasted <script> or onerror cannot reach the back
 * office's session. The server sanitizes on save with the player site's sanitizer; the saved
 * item's preview is therefore exactly what players get.
 */
export function HtmlPreview({ html, title }: { html: string; title: string }) {
  const { t } = useTranslation('content');
  return (
    <iframe
      className="preview-frame"
      title={t('previewOf', { title })}
      sandbox=""
      referrerPolicy="no-referrer"
      srcDoc={`<!doctype html><meta charset="utf-8"><base target="_blank"><body style="font-family:sans-serif">${html}</body>`}
    />
  );
}
