import { Stack } from '@mantine/core';
import { AccountExportSection } from '@web/features/account-export/api/account-export-section';
import { CalendarFeedSection } from '@web/features/calendar-feed/api/calendar-feed-section';
import { ImportsSettingsSection } from '@web/features/imports/api/import-link';
import { ErrorState } from '@web/ui/error-state';
import { PageHeader } from '@web/ui/page-header';
import { PageLoader } from '@web/ui/page-loader';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { usePreferencesQuery } from '../api/get-preferences';
import { AccountSecuritySection } from '../components/account-security-section';
import { ContactSection } from '../components/contact-section';
import { DefaultCarSection } from '../components/default-car-section';
import { DisplaySection } from '../components/display-section';
import { EmailRemindersSection } from '../components/email-reminders-section';
import { TimeCalculator } from '../components/time-calculator';
import { UnitsSection } from '../components/units-section';

export function PreferencesPage() {
  useDocumentTitle('User Preferences');
  const query = usePreferencesQuery();
  if (query.isPending) return <PageLoader label="Loading preferences..." />;
  if (query.isError)
    return <ErrorState message="Preferences could not be loaded" onRetry={() => void query.refetch()} />;
  const preferences = query.data;
  return (
    <Stack gap="lg">
      <PageHeader title="User Preferences" subtitle="Your contact details, units and what Pitboard shows you." />
      <ContactSection preferences={preferences} />
      <UnitsSection preferences={preferences} />
      <DefaultCarSection preferences={preferences} />
      <AccountSecuritySection />
      <DisplaySection preferences={preferences} />
      <EmailRemindersSection preferences={preferences} />
      <CalendarFeedSection />
      <ImportsSettingsSection />
      <TimeCalculator
        key={String(preferences.useMetric)}
        useMetric={preferences.useMetric}
        averageSpeed={preferences.averageSpeed}
      />
      <AccountExportSection />
    </Stack>
  );
}
