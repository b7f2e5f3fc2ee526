import { DELETED_USER_NAME } from '@iec-bets/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { YOUR_DATA_SETTINGS } from '@/lib/settings-paths';
import { usePrivacyContactEmail } from '../api/get-privacy-contact';
import '../privacy.css';

const SECTIONS = [
  { id: 'what-we-collect', title: 'What we collect' },
  { id: 'why', title: 'Why we use it' },
  { id: 'who-sees-what', title: 'Who sees what' },
  { id: 'how-long', title: 'How long we keep it' },
  { id: 'your-rights', title: 'Your rights under POPIA' },
  { id: 'complaints', title: 'Questions and complaints' },
] as const;

type SectionId = (typeof SECTIONS)[number]['id'];

function Section({ id, children }: { id: SectionId; children: ReactNode }) {
  const title = SECTIONS.find((section) => section.id === id)?.title;
  return (
    <section className="privacy-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

/**
 * Where something is in the app, e.g. Profile → Settings → "Download my data", and a link there: a right is one press
 * from being used (a visitor is asked to sign in first, then finds it).
 */
function InApp({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link className="in-app" to={to}>
      {children}
    </Link>
  );
}

/** The Information Regulator's own site, where a complaint under POPIA is lodged. */
const INFORMATION_REGULATOR_URL = 'https://inforegulator.org.za/';

/**
 * How to reach whoever runs the service, wherever the notice sends a person to them: the configured address
 * (PRIVACY_CONTACT_EMAIL) to write to, or, where the operator names none, only the words.
 */
function ContactTheTeam({ email }: { email: string | undefined }) {
  if (!email) return <>contact the team that runs this service</>;
  return (
    <>
      write to the team that runs this service at <a href={`mailto:${email}`}>{email}</a>
    </>
  );
}

/**
 * The privacy notice, for visitors and members alike: what IEC Bets keeps about a person, why, who sees it, for how
 * long, and how to use the rights the Protection of Personal Information Act gives them. The address to write to
 * belongs to whoever runs the service, so it comes from the server's configuration.
 */
export function PrivacyNotice() {
  const email = usePrivacyContactEmail();
  return (
    <article className="screen privacy-notice" aria-labelledby="privacy-title">
      <header className="privacy-header">
        <h1 id="privacy-title">Privacy notice</h1>
        <p className="privacy-lead">
          IEC Bets is a daily prediction game about South African politics. This notice explains, in plain words, what
          personal information the game keeps about you, why, who can see it, how long it is kept, and how to use your
          rights under South Africa’s Protection of Personal Information Act (POPIA).
        </p>
      </header>

      <nav className="privacy-contents" aria-label="On this page">
        <h2 className="privacy-contents-title">On this page</h2>
        <ol>
          {SECTIONS.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.title}</a>
            </li>
          ))}
        </ol>
      </nav>

      <Section id="what-we-collect">
        <ul>
          <li>
            <strong>Your account:</strong> your username, your full name and the day you joined.
          </li>
          <li>
            <strong>Your password,</strong> kept only as a hash: a scrambled form from which the password itself cannot
            be read back, not even by us.
          </li>
          <li>
            <strong>Contact details for alerts,</strong> only if you give them: an email address and a phone number.
          </li>
          <li>
            <strong>Your answers</strong> to the daily questions, and the accuracy, points, rank and streak worked out from
            them.
          </li>
          <li>
            <strong>What you post:</strong> comments, the images you add to them, the questions you suggest, and the
            reasons you give when you dispute how a question was resolved.
          </li>
          <li>
            <strong>Friendships:</strong> the friend requests you send and receive, and who your friends are.
          </li>
          <li>
            <strong>Browser notifications:</strong> if you turn them on, the address your browser gives us for sending them (a
            push subscription).
          </li>
          <li>
            <strong>Reports:</strong> when you report a comment, the reason you choose and anything you write.
          </li>
          <li>
            <strong>Sign-in sessions:</strong> a random session number in a cookie, with when it started and when it
            ends. It is the only cookie IEC Bets sets: there are no advertising or tracking cookies.
          </li>
          <li>
            <strong>The newsletter:</strong> if you subscribe, your email address, your name if you give it, and when
            you subscribed and confirmed the address.
          </li>
          <li>
            <strong>What admins do:</strong> if you are an admin, each step you take on a question and each decision you
            make on a reported comment, with your account and the time.
          </li>
        </ul>
      </Section>

      <Section id="why">
        <ul>
          <li>
            <strong>To run the game:</strong> your account, your answers and your score.
          </li>
          <li>
            <strong>To show results and leaderboards:</strong> the nation’s answers, and how well each player predicts.
          </li>
          <li>
            <strong>To send the alerts you turned on,</strong> by email, WhatsApp or browser notification: new
            questions, results, and an evening reminder when a streak of two days or more would end at midnight (worked
            out from the days you predicted). Nothing else. You can turn each one off at any time, reminders on their
            own.
          </li>
          <li>
            <strong>To let people talk:</strong> comments, friends, and what friends see of each other.
          </li>
          <li>
            <strong>To moderate the discussion:</strong> reports help admins find and remove comments that break the
            rules.
          </li>
          <li>
            <strong>To hold to account the people who decide outcomes:</strong> a question’s public history names the
            admin who took each step, so that anyone can check who published it, who decided how it resolved and on what
            evidence, and who changed it since.
          </li>
          <li>
            <strong>To keep the service safe:</strong> passwords and sessions keep your account yours, and limits on
            repeated attempts stop people from guessing passwords.
          </li>
          <li>
            <strong>To send the newsletter,</strong> if you subscribed to it: first one email asking you to confirm the
            address, and nothing more unless you do.
          </li>
        </ul>
      </Section>

      <Section id="who-sees-what">
        <dl className="privacy-audiences">
          <dt>Everyone, visitors included</dt>
          <dd>
            <p>
              The national results, which are anonymous counts: nobody can see from them how a particular person
              answered. Comments, with the name of the person who wrote them.
            </p>
            <p>
              The public history of each published question (its “History” page, which the Verify page explains). It
              lists every step an admin took on the question: drafting and editing it, publishing it, changing its
              topics, resolving it (with the reason and the proof they gave), correcting the resolution, dismissing
              disputes (with their note), archiving and deleting it. Each step names the admin who took it by their
              username and gives the time; its data also carries the id of their account, from which anyone can check
              the step. When a moderator removes a comment under the question, or keeps one that was reported, the
              history names the moderator too, but not whose comment it was or what it said. A player’s dispute shows only that a player disputed, never who or why. This is so
              that the people who decide outcomes answer for them in public.
            </p>
          </dd>
          <dt>Other members</dt>
          <dd>
            Your name and username (in search, friend requests and leaderboards), and your accuracy, points, rank and
            streak.
          </dd>
          <dt>Your friends</dt>
          <dd>Your answer to each question, and your comments.</dd>
          <dt>Admins</dt>
          <dd>
            The list of members (name, username, the day they joined and how many answers they gave), reports of comments
            and who made them, suggested questions and who sent them, the newsletter list, and the audit history of each
            question: who did what to it, and when.
          </dd>
          <dt>Services that deliver alerts</dt>
          <dd>
            To send an alert you turned on, its message and your address go to the service that delivers it: an email
            service, WhatsApp, or your browser’s push service. The newsletter’s emails go through the email service in
            the same way.
          </dd>
        </dl>
        <p>
          Your email address and phone number are never shown to other members. Nobody, admins included, sees your
          password, and only you can delete your account.
        </p>
      </Section>

      <Section id="how-long">
        <p>
          <strong>While your account exists,</strong> we keep what is listed above, because the game needs it. Sign-in
          sessions end when you log out, and expire by themselves after 30 days.
        </p>
        <p>
          <strong>When an admin deletes a question,</strong> its answers and comments are no longer shown or counted,
          but our records still hold them. What you wrote under it stays until you delete it:{' '}
          <InApp to={YOUR_DATA_SETTINGS}>Profile → Settings</InApp> lists those comments, each with a button to delete it for good.
        </p>
        <p>
          <strong>When you delete your account:</strong>
        </p>
        <ul>
          <li>you are signed out everywhere at once, and nobody can sign in to the account again;</li>
          <li>
            your name, email address, phone number and browser alert subscriptions are erased at once. They are stored
            locked with an encryption key of your own, and deleting your account destroys that key, so they can never be
            read from our records again;
          </li>
          <li>
            your answers still count in the national results, which everyone sees only as anonymous counts; our records
            keep each one under your account’s id, which stays tied to your username but no longer to your name or
            contact details;
          </li>
          <li>
            your comments stay, under the name “{DELETED_USER_NAME}”. If you want a comment gone, delete it yourself
            first: its words are locked with a key of their own, which the deletion destroys, and its picture is
            deleted from our storage within seventy minutes;
          </li>
          <li>
            your disputes of how a question was resolved stay with that resolution’s record, reasons included, under the
            name “{DELETED_USER_NAME}”, so that the admins’ decisions on them can still be checked;
          </li>
          <li>your friendships end, and you leave search and the leaderboards;</li>
          <li>your username stays reserved, so that nobody else can take it and speak in your name;</li>
          <li>
            if you were an admin, the steps you took on questions stay in their public histories, shown as taken by “a
            former admin” instead of your username, with your account’s id still attached: the history is a chain of
            fingerprints that no step can leave without it showing.
          </li>
        </ul>
        <p>
          <strong>The newsletter list</strong> is kept apart from accounts: deleting your account does not take your
          address off it. Nothing is sent to an address on it until its owner confirms it, with the link in the email
          we send to ask, and an address nobody confirms within a week is erased by itself. That email, and every
          newsletter email, ends with a link to leave the list: it takes your address off at once and erases it, with
          your name. They are stored locked with a key of their own,
          which leaving destroys, so they can never be read from our records again. You can also{' '}
          <ContactTheTeam email={email} /> from that address, and an admin erases it in the same way. You can
          subscribe again whenever you like.
        </p>
      </Section>

      <Section id="your-rights">
        <p>POPIA gives you the right to know what we hold about you, to have it corrected or deleted, and to object.</p>
        <ul>
          <li>
            <strong>See your data:</strong> <InApp to={YOUR_DATA_SETTINGS}>Profile → Settings → “Download my data”</InApp> gives you a copy of
            what IEC Bets holds about you, as a file you can read in any text editor: what is no longer shown too, such
            as your answers and comments on deleted questions, comments a moderator removed, and your earlier email
            addresses. Each answer comes with the points it earned. Three things are held but left out: your password’s
            hash and your browser’s keys for encrypting alerts, which never leave our server, and whether your address
            is on the newsletter list. That list is kept by address, not by account, and the address on an
            account is never checked, so the file would tell anyone who put your address on an account whether you
            subscribed. To ask about the newsletter list, <ContactTheTeam email={email} />.
          </li>
          <li>
            <strong>Correct it:</strong> change the email address and phone number for your alerts in{' '}
            <InApp to="/notifications">Profile → Settings → “Manage notification settings”</InApp>. To correct anything else, such as your
            name, <ContactTheTeam email={email} />.
          </li>
          <li>
            <strong>Delete it:</strong> <InApp to={YOUR_DATA_SETTINGS}>Profile → Settings → “Delete my account”</InApp>, with your password.
            To take your address off the newsletter list, use the link at the foot of any of its emails, or{' '}
            <ContactTheTeam email={email} />.
          </li>
          <li>
            <strong>Object:</strong> switch off any alert in your notification settings at any time, and leave the
            newsletter with the link at the foot of any of its emails. To object to any other use of your information,{' '}
            <ContactTheTeam email={email} />.
          </li>
        </ul>
      </Section>

      <Section id="complaints">
        <p>
          If you have a question about your personal information, or you are unhappy with how it is handled, please{' '}
          <ContactTheTeam email={email} /> first. You also have the right to complain to the Information Regulator
          (South Africa), which oversees POPIA: <a href={INFORMATION_REGULATOR_URL}>inforegulator.org.za</a>.
        </p>
      </Section>
    </article>
  );
}
