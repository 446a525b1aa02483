import { useKyc } from '../api/get-kyc';
import styles from './kyc-card.module.css';

/**
 * docs/rules.md R35 (LC 17): before the first deposit, which documents
 * we may ask for and when. The server writes the text in the player's language with the KYC
 * gate's amounts (GET customer/kyc); nothing shows once a deposit is confirmed, or while loading.
 */
export function KycDocumentsNotice() {
  const kyc = useKyc();
  const notice = kyc.data?.documents;
  if (!notice?.beforeFirstDeposit) return null;
  return (
    <section className={styles.notice} aria-labelledby="kyc-documents-title">
      <h2 id="kyc-documents-title" className={styles.noticeTitle}>
        {notice.title}
      </h2>
      {notice.paragraphs.map((p) => (
        <p key={p} className={styles.hint}>
          {p}
        </p>
      ))}
    </section>
  );
}
