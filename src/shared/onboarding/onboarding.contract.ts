import { z } from 'zod';
import { requiredText } from '../lib/schema-helpers';

export const userTypes = ['collector', 'racer', 'team'] as const;
export type UserType = (typeof userTypes)[number];

export const completeOnboardingSchema = z.object({
  userType: z.enum(userTypes, { error: 'Choose what kind of user you are' }),
  firstName: requiredText('First name is required', 100),
  lastName: requiredText('Last name is required', 100),
});
export type CompleteOnboardingInput = z.input<typeof completeOnboardingSchema>;
