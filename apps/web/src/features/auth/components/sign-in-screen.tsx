import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Center, Divider, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAlertCircle, IconShieldLock } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { ZLoginRequest, type TLoginRequest } from '@usher/contract/auth';
import { Logo } from '../../../components/ui/logo';
import { FullPageLoader } from '../../../components/ui/full-page-loader';
import { errorMessage } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/use-page-title';
import { useSession } from '../api/get-session';
import { useLogIn } from '../api/log-in';
import { DemoAccountsHint } from './demo-accounts-hint';
import { safeRedirect } from './safe-redirect';

export function SignInScreen() {
  usePageTitle('Sign in');
  const [searchParams] = useSearchParams();
  const redirectTo = safeRedirect(searchParams.get('redirectTo'));
  const navigate = useNavigate();
  const session = useSession();
  const logIn = useLogIn();
  const form = useForm<TLoginRequest>({
    resolver: zodResolver(ZLoginRequest),
    defaultValues: { email: '', password: '' },
  });

  if (session.isPending) return <FullPageLoader />;
  if (session.data?.authenticated) return <Navigate to={redirectTo} replace />;

  const onSubmit = form.handleSubmit((values) =>
    logIn.mutate(values, { onSuccess: () => navigate(redirectTo, { replace: true }) }),
  );

  return (
    <Center component="main" mih="100dvh" p="md" bg="var(--mantine-color-gray-0)">
      <Stack w="100%" maw={400} gap="lg">
        <Center>
          <Logo size="lg" />
        </Center>
        <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', xs: 'xl' }}>
          <form onSubmit={onSubmit} noValidate>
            <Stack gap="md">
              <Stack gap={4}>
                <Title order={1} fz={24}>
                  Sign in
                </Title>
                <Text c="dimmed" size="sm">
                  Manage your events, tickets and guests.
                </Text>
              </Stack>
              {logIn.isError ? (
                <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
                  {errorMessage(logIn.error)}
                </Alert>
              ) : null}
              <TextInput
                label="Email"
                type="email"
                autoComplete="username"
                placeholder="you@example.com"
                error={form.formState.errors.email?.message}
                {...form.register('email')}
              />
              <TextInput
                label="Password"
                type="password"
                autoComplete="current-password"
                error={form.formState.errors.password?.message}
                {...form.register('password')}
              />
              <Button type="submit" fullWidth size="md" loading={logIn.isPending}>
                Sign in
              </Button>
              {session.data?.oidcEnabled ? (
                <>
                  <Divider label="or" labelPosition="center" />
                  <Button
                    component="a"
                    href="/api/auth/oidc/start"
                    variant="default"
                    fullWidth
                    size="md"
                    leftSection={<IconShieldLock size={18} aria-hidden />}
                  >
                    Sign in with your payment provider
                  </Button>
                </>
              ) : null}
            </Stack>
          </form>
        </Paper>
        {session.data?.demoAccounts ? <DemoAccountsHint accounts={session.data.demoAccounts} /> : null}
        <Text c="dimmed" size="xs" ta="center">
          Usher · ticketing for organisers
        </Text>
      </Stack>
    </Center>
  );
}
