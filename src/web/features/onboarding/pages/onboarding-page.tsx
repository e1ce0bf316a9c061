import { useState } from 'react';
import {
  Alert,
  Button,
  Group,
  SimpleGrid,
  Stack,
  Stepper,
  Text,
  TextInput,
  ThemeIcon,
  UnstyledButton,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconCar, IconFlag, IconUsersGroup } from '@tabler/icons-react';
import { Navigate, useNavigate } from 'react-router';
import { completeOnboardingSchema, type UserType } from '@shared/onboarding/onboarding.contract';
import { firstModeForUserType } from '@shared/onboarding/onboarding.rules';
import { paths } from '@web/app/paths';
import { useMe } from '@web/features/account/api/get-me';
import { AuthCard } from '@web/ui/auth-card';
import { applyServerErrors } from '@web/lib/form';
import { useSession } from '@web/lib/auth-client';
import { useMode } from '@web/lib/mode-context';
import { PageLoader } from '@web/ui/page-loader';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { useCompleteOnboarding } from '../api/complete-onboarding';
import classes from './onboarding-page.module.css';

const userTypeChoices: { value: UserType; label: string; description: string; icon: typeof IconCar }[] = [
  { value: 'collector', label: 'Collector', description: 'I keep and maintain a collection of cars.', icon: IconCar },
  { value: 'racer', label: 'Racer', description: 'I take my own car to track days and races.', icon: IconFlag },
  {
    value: 'team',
    label: 'Pitboard team',
    description: 'I run a race team or race shop with clients and their cars.',
    icon: IconUsersGroup,
  },
];

export function OnboardingPage() {
  useDocumentTitle('Set up');
  const session = useSession();
  const me = useMe();
  const navigate = useNavigate();
  const complete = useCompleteOnboarding();
  const { setMode } = useMode();
  const [step, setStep] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const form = useForm({
    mode: 'controlled',
    initialValues: { userType: '' as UserType | '', firstName: '', lastName: '' },
    validate: schemaResolver(completeOnboardingSchema, { sync: true }),
  });

  if (session.isPending || (session.data && me.isPending)) return <PageLoader label="Loading..." />;
  if (!session.data) return <Navigate to={paths.login} replace />;
  if (me.data?.onboarded) return <Navigate to={paths.dashboard} replace />;

  const chooseType = (userType: UserType) => {
    form.setFieldValue('userType', userType);
    setStep(1);
  };

  const handleSubmit = form.onSubmit(async (values) => {
    setError(null);
    const userType = values.userType as UserType;
    try {
      await complete.mutateAsync({ userType, firstName: values.firstName, lastName: values.lastName });
      setMode(firstModeForUserType(userType));
      await navigate(paths.dashboard, { replace: true });
    } catch (err) {
      setError(applyServerErrors(form, err, 'Setup could not be completed. Please try again.'));
    }
  });

  return (
    <AuthCard title="Set up Pitboard" subtitle="Two quick questions and you are in.">
      <Stepper active={step} size="sm" allowNextStepsSelect={false}>
        <Stepper.Step label="You" description="What kind of user">
          <Stack gap="sm" mt="md" role="radiogroup" aria-label="What kind of user are you?">
            <Text fw={500}>What describes you best?</Text>
            <SimpleGrid cols={1} spacing="sm">
              {userTypeChoices.map((choice) => (
                <UnstyledButton
                  key={choice.value}
                  className={classes.choice}
                  data-selected={form.values.userType === choice.value || undefined}
                  role="radio"
                  aria-checked={form.values.userType === choice.value}
                  onClick={() => chooseType(choice.value)}
                >
                  <Group wrap="nowrap">
                    <ThemeIcon size="lg" variant="light" aria-hidden>
                      <choice.icon size={20} />
                    </ThemeIcon>
                    <div>
                      <Text fw={600}>{choice.label}</Text>
                      <Text size="sm" c="dimmed">
                        {choice.description}
                      </Text>
                    </div>
                  </Group>
                </UnstyledButton>
              ))}
            </SimpleGrid>
          </Stack>
        </Stepper.Step>
        <Stepper.Step label="Details" description="Your name">
          <form onSubmit={handleSubmit} noValidate>
            <Stack gap="md" mt="md">
              {error ? (
                <Alert color="red" variant="light" role="alert">
                  {error}
                </Alert>
              ) : null}
              <TextInput label="First name" required autoComplete="given-name" {...form.getInputProps('firstName')} />
              <TextInput label="Last name" required autoComplete="family-name" {...form.getInputProps('lastName')} />
              <TextInput label="Email" value={session.data.user.email} readOnly />
              <Group justify="space-between">
                <Button variant="default" onClick={() => setStep(0)}>
                  Back
                </Button>
                <Button type="submit" loading={complete.isPending}>
                  Complete Setup
                </Button>
              </Group>
            </Stack>
          </form>
        </Stepper.Step>
      </Stepper>
    </AuthCard>
  );
}
