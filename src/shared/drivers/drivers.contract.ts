import { z } from 'zod';

export const driverSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  licenseNumber: z.string().nullable(),
  userId: z.string().nullable(),
  createdAt: z.string(),
});
export type Driver = z.infer<typeof driverSchema>;
