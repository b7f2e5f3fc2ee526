import { Link } from 'react-router-dom';
import { SETTINGS_SECTION } from '@/lib/settings-paths';
import { useArrivalByLink } from '../hooks/use-arrival-by-link';
import { CommentsOnDeletedQuestions } from './comments-on-deleted-questions';
import { DeleteAccountDialog } from './delete-account-dialog';
import { DownloadMyDataLink } from './download-my-data-link';

/**
 * The member's rights over their data, in one place: a copy of it, the comments left under deleted questions, and the
 * account's deletion. The privacy notice links here by the section's fragment; `cardsAboveSettled` says when the
 * cards above it have their final height, so that arriving by that link lands on this section and stays there.
 */
export function YourDataSection({ userId, cardsAboveSettled }: { userId: string; cardsAboveSettled: boolean }) {
  const heading = useArrivalByLink(SETTINGS_SECTION.yourData, cardsAboveSettled);
  return (
    <section className="card your-data" id={SETTINGS_SECTION.yourData} aria-labelledby="your-data-title">
      <h2 id="your-data-title" ref={heading} tabIndex={-1}>
        Your data
      </h2>
      <p className="muted">
        A copy of everything IEC Bets holds about you: your account, answers, comments, friends, suggestions and alert
        settings, as a JSON file.
      </p>
      <DownloadMyDataLink userId={userId} className="button secondary">
        Download my data
      </DownloadMyDataLink>
      <CommentsOnDeletedQuestions userId={userId} />
      <div className="account-deletion">
        <h3>Delete your account</h3>
        <p className="muted">
          Erases your name, email address and phone number, and signs you out everywhere. This cannot be undone.
        </p>
        <DeleteAccountDialog userId={userId} />
      </div>
      <p className="privacy-pointer">
        <Link to="/privacy">How IEC Bets handles your data</Link>
      </p>
    </section>
  );
}
