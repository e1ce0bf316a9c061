import { companyName, LegalPage } from '../components/legal-page';

export function PrivacyPage() {
  return (
    <LegalPage
      title="Privacy Policy"
      intro={`This policy explains what ${companyName} collects when you use Pitboard and what we do with it.`}
      sections={[
        {
          heading: 'What we collect',
          body: 'Your e-mail address and password (stored only as a secure hash), your preferences, and the records you enter: cars, drivers, events, repairs, clients and the like.',
        },
        {
          heading: 'How we use it',
          body: 'Only to provide Pitboard: to sign you in, to show and keep your records, and to send e-mails you ask for, such as password reset links.',
        },
        {
          heading: 'Cookies',
          body: 'We use one essential cookie to keep you signed in. We use no advertising or tracking cookies. Your chosen mode is kept in your browser’s local storage.',
        },
        {
          heading: 'Sharing',
          body: 'We do not sell your data. A public profile is visible to others only if you make it public.',
        },
        {
          heading: 'Retention and deletion',
          body: 'We keep your data while your account exists. Ask us and we will delete your account and its records.',
        },
        {
          heading: 'Security',
          body: 'Connections are encrypted, passwords are hashed, and each team’s data is kept apart from every other team’s.',
        },
      ]}
    />
  );
}
