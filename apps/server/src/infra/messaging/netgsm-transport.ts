import type { MessageTransport } from './messenger.ts';

export type NetgsmConfig = { usercode: string; password: string; header: string; apiUrl: string };

const TIMEOUT_MS = 10_000;

/**
 * SMS through NetGSM's REST v2 API (POST /sms/rest/v2/send, HTTP Basic with the API user code
 * and password). `encoding: 'TR'` keeps Turkish letters (ç ğ ı ö ş ü) intact instead of
 * transliterating them; `iysfilter: '0'` marks the message as informational, so İYS consent
 * rules for commercial SMS do not apply to a verification code. NetGSM answers HTTP 200 with
 * `code: '00'` and a job id on success, another code otherwise (20 text, 30 credentials,
 * 40 sender name, 70 parameters, 80/85 rate limits).
 */
export function netgsmTransport(config: NetgsmConfig): MessageTransport {
  const auth = Buffer.from(`${config.usercode}:${config.password}`).toString('base64');
  const url = new URL('/sms/rest/v2/send', config.apiUrl);
  return {
    name: 'netgsm',
    async deliver(m) {
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Basic ${auth}` },
        body: JSON.stringify({
          msgheader: config.header,
          encoding: 'TR',
          iysfilter: '0',
          messages: [{ msg: m.text, no: netgsmNumber(m.to) }],
        }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      const body = (await res.json().catch(() => null)) as { code?: string; jobid?: string } | null;
      if (!res.ok || body?.code !== '00') {
        throw new Error(`NetGSM refused the message (HTTP ${res.status}, code ${body?.code ?? 'none'})`);
      }
    },
  };
}

/** NetGSM takes Turkish numbers as 90XXXXXXXXXX and foreign ones with the 00 prefix. */
export function netgsmNumber(international: string): string {
  return international.startsWith('90') ? international : `00${international}`;
}
