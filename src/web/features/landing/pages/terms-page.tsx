import { companyName, LegalPage } from '../components/legal-page';

export function TermsPage() {
  return (
    <LegalPage
      title="Terms of Service"
      intro={`These terms govern your use of Pitboard, operated by ${companyName} ("we", "us"). By creating an account you agree to them.`}
      sections={[
        {
          heading: 'Your account',
          body: 'You are responsible for keeping your password safe and for everything done with your account. Give accurate information when you register.',
        },
        {
          heading: 'Your data',
          body: 'Cars, events, clients and every other record you enter remain yours. We store them to provide the service and do not sell them.',
        },
        {
          heading: 'Plans and the beta',
          body: 'Pitboard is in beta. All plans are free during the beta and no payment details are collected. Free plan limits are 1 car, 5 events and 5 repairs. We will tell you before any plan becomes paid.',
        },
        {
          heading: 'Acceptable use',
          body: 'Do not use Pitboard to break the law, to store data you have no right to keep, or to interfere with the service or other users.',
        },
        {
          heading: 'Safety',
          body: 'Pitboard helps you keep track of maintenance and inspections; it does not replace the judgement of a qualified technician or the rules of your sanctioning body. Motorsport is dangerous.',
        },
        {
          heading: 'Availability and liability',
          body: 'We work to keep Pitboard available and your data safe, but the service is provided as is. To the extent the law allows, our liability is limited to the amount you paid us in the last twelve months.',
        },
        {
          heading: 'Changes',
          body: 'We may update these terms. When we make material changes we will tell you in the app before they take effect.',
        },
      ]}
    />
  );
}
