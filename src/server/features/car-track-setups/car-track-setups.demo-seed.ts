import type { DemoSeedStep } from '../../seed/demo-seed-steps';
import { getCarOptions } from '../cars/cars.service';
import { getTracks } from '../tracks/tracks.service';
import { upsertTrackSetup } from './car-track-setups.repository';

/** Setup sheets as a crew chief writes them, for the first cars at the first tracks. */
const notesByTrack = [
  [
    'Cold pressures 26 F / 25 R, aim 31 hot. Front bar 2 of 5, rear bar off. Wing +1 for the Corkscrew. Brake bias 56% front.',
    'Ride height 55 mm F / 65 mm R. Toe-out 1 mm front for turn-in, rebound +2 clicks rear over the curbs.',
  ],
  [
    'Long course: 1 click softer rear bump, 3rd gear for the carousel. Fuel 14 gal for a 30 min session.',
    'Bumpy braking zone into T7: raise the front 3 mm and soften front rebound 2 clicks.',
  ],
  [
    'Top speed track: wing -1, rake 8 mm. Watch engine temps in the draft; tape 30% of the radiator opening only below 65 F.',
    'Kink flat with the front bar at 3. Pads bedded the day before; rotors at 5,000 miles life.',
  ],
];

export const seedCarTrackSetups: DemoSeedStep = async (_deps, ctx) => {
  // Both lists come by name.
  const teamCars = (await getCarOptions(ctx)).slice(0, 2);
  const teamTracks = (await getTracks(ctx)).slice(0, notesByTrack.length);
  for (const [t, track] of teamTracks.entries()) {
    for (const [c, car] of teamCars.entries()) {
      const notes = notesByTrack[t]?.[c];
      if (notes) await upsertTrackSetup(ctx.team, { carId: car.id, trackId: track.id, notes });
    }
  }
};
