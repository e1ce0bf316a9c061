import { describe, expect, it } from 'vitest';
import { addEventCarSchema, eventCarMessages } from './event-cars.contract';
import {
  carWithNumber,
  eventCarStatusColor,
  eventCarStatusLabel,
  isShopInspection,
  registrationCarProblem,
  registrationClientProblem,
  statusAfterInspection,
} from './event-cars.rules';

const carId = '0b5d2b0e-6f7a-4c47-9d57-1f6e1c3a9a11';
const clientId = '3f1b2c8e-1d2a-4b5c-8e9f-0a1b2c3d4e5f';

describe('event car status display', () => {
  it('colour-codes the six statuses and keeps unknown values neutral', () => {
    const colors = ['registered', 'tech_inspected', 'ready', 'competing', 'finished', 'dnf'].map(eventCarStatusColor);
    expect(new Set(colors).size).toBe(6);
    expect(colors).not.toContain('gray');
    expect(eventCarStatusColor('towed')).toBe('gray');
  });

  it('reads as words, DNF in capitals, and an unknown value with its underscore as a space', () => {
    expect(eventCarStatusLabel('registered')).toBe('Registered');
    expect(eventCarStatusLabel('tech_inspected')).toBe('Tech inspected');
    expect(eventCarStatusLabel('ready')).toBe('Ready');
    expect(eventCarStatusLabel('competing')).toBe('Competing');
    expect(eventCarStatusLabel('finished')).toBe('Finished');
    expect(eventCarStatusLabel('dnf')).toBe('DNF');
    expect(eventCarStatusLabel('black_flagged')).toBe('black flagged');
  });
});

describe('car with its number', () => {
  it('adds the number once', () => {
    expect(carWithNumber('GT3 Cup', '7')).toBe('GT3 Cup #7');
    expect(carWithNumber('GT3 Cup #7', '7')).toBe('GT3 Cup #7');
    expect(carWithNumber('GT3 Cup #7', '#7')).toBe('GT3 Cup #7');
    expect(carWithNumber('#7 GT3 Cup', '7')).toBe('#7 GT3 Cup');
  });

  it('keeps a different number and leaves a car without one alone', () => {
    expect(carWithNumber('GT3 Cup #7', '77')).toBe('GT3 Cup #7 #77');
    expect(carWithNumber('GT3 Cup', null)).toBe('GT3 Cup');
    expect(carWithNumber('GT3 Cup', '  ')).toBe('GT3 Cup');
  });
});

describe('registering a client car', () => {
  it('refuses an inactive client with a clear message', () => {
    expect(registrationClientProblem({ isActive: true })).toBeNull();
    expect(registrationClientProblem({ isActive: false })).toBe(eventCarMessages.clientInactive);
  });
});

describe("a registration's inspections as shop work", () => {
  it("bills a client's car in team mode only", () => {
    expect(isShopInspection('team_admin', { clientId })).toBe(true);
    expect(isShopInspection('team_admin', { clientId: null })).toBe(false);
    expect(isShopInspection('individual', { clientId: null })).toBe(false);
    expect(isShopInspection('individual', { clientId })).toBe(false);
  });
});

describe('status after an inspection', () => {
  it('moves to tech_inspected only on a passing pre-event inspection', () => {
    expect(statusAfterInspection('registered', 'pre_event', 'pass')).toBe('tech_inspected');
    expect(statusAfterInspection('registered', 'pre_event', 'fail')).toBe('registered');
    expect(statusAfterInspection('registered', 'pre_event', 'conditional')).toBe('registered');
    expect(statusAfterInspection('finished', 'post_event', 'pass')).toBe('finished');
  });
});

describe('add car to event', () => {
  it('needs a car always, with the spec message', () => {
    const r = addEventCarSchema.safeParse({ mode: 'team_admin', clientId: null, carId: null });
    expect(r.success).toBe(false);
    const messages = Object.fromEntries(r.error?.issues.map((i) => [i.path.join('.'), i.message]) ?? []);
    expect(messages).toEqual({ carId: eventCarMessages.carRequired });
  });

  it('accepts no client in individual mode and defaults the fee to 0', () => {
    const r = addEventCarSchema.parse({ mode: 'individual', carId });
    expect(r).toMatchObject({ clientId: null, registrationFeeCents: 0, carNumber: null });
  });

  it('accepts a client car in team mode, and a team car without a client', () => {
    expect(addEventCarSchema.parse({ clientId, carId, registrationFeeCents: 15000 }).mode).toBe('team_admin');
    expect(addEventCarSchema.parse({ mode: 'team_admin', carId })).toMatchObject({ clientId: null });
  });
});

describe('which car goes with which client', () => {
  const otherClientId = '5a6b7c8d-9e0f-4a1b-8c2d-3e4f5a6b7c8d';
  const teamMode = (client: string | null) => ({ mode: 'team_admin' as const, clientId: client });

  it("team mode: a client's car with that client, a team car with no client", () => {
    expect(registrationCarProblem(teamMode(clientId), { clientId })).toBeNull();
    expect(registrationCarProblem(teamMode(null), { clientId: null })).toBeNull();
  });

  it("team mode: a client's car without its client asks for the client", () => {
    expect(registrationCarProblem(teamMode(null), { clientId })).toEqual({
      field: 'clientId',
      message: eventCarMessages.clientRequired,
    });
  });

  it("team mode: a team car with a client, or another client's car, is refused on the car", () => {
    expect(registrationCarProblem(teamMode(clientId), { clientId: null })).toEqual({
      field: 'carId',
      message: eventCarMessages.carHasNoClient,
    });
    expect(registrationCarProblem(teamMode(clientId), { clientId: otherClientId })).toEqual({
      field: 'carId',
      message: eventCarMessages.carNotOfClient,
    });
  });

  it("individual mode: any of the user's cars, without a client", () => {
    expect(registrationCarProblem({ mode: 'individual', clientId: null }, { clientId: null })).toBeNull();
    expect(registrationCarProblem({ mode: 'individual', clientId: null }, { clientId })).toBeNull();
  });
});

describe('add car form', () => {
  it('takes the fee in dollars, blank as 0, and gives the same messages', async () => {
    const { addEventCarFormSchema } = await import('./event-cars.contract');
    expect(addEventCarFormSchema.parse({ clientId, carId, fee: '' }).fee).toBe(0);
    expect(addEventCarFormSchema.parse({ clientId, carId, fee: 125.5 }).fee).toBe(125.5);
    const r = addEventCarFormSchema.safeParse({ mode: 'team_admin', clientId: null, carId: null, fee: -1 });
    const messages = Object.fromEntries(r.error?.issues.map((i) => [i.path.join('.'), i.message]) ?? []);
    expect(messages).toEqual({
      clientId: eventCarMessages.clientRequired,
      carId: eventCarMessages.carRequired,
      fee: 'Fee must be 0 or more',
    });
  });

  it("needs a client for a client's car only: a team car has none", async () => {
    const { addEventCarFormSchema } = await import('./event-cars.contract');
    expect(addEventCarFormSchema.parse({ mode: 'team_admin', carOwner: 'team', carId, fee: '' })).toMatchObject({
      clientId: null,
      carOwner: 'team',
    });
    const r = addEventCarFormSchema.safeParse({ mode: 'team_admin', carOwner: 'client', carId, fee: '' });
    expect(r.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['clientId', eventCarMessages.clientRequired],
    ]);
  });
});
