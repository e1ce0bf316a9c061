import { useMutation } from '@tanstack/react-query';
import type { ChangeEmailInput, EmailChangeRequested } from '@shared/auth/auth.contract';
import { api } from '@web/lib/api-client';

/** Asks for the sign-in email to change; it changes when the link mailed to the new address is opened. */
export const requestEmailChange = (input: ChangeEmailInput) => api.post<EmailChangeRequested>('/api/me/email', input);

export const useRequestEmailChange = () => useMutation({ mutationFn: requestEmailChange });
