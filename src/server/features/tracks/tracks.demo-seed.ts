import type { DemoSeedStep } from '../../seed/demo-seed-steps';
import { insertTrack, type TrackValues } from './tracks.repository';

/** Real circuits with their published lengths (miles). */
export const demoTracks: TrackValues[] = [
  {
    name: 'WeatherTech Raceway Laguna Seca',
    location: 'Monterey, CA',
    length: 2.238,
    type: 'Road Course',
    description: 'Eleven turns over the Monterey hills, with the Corkscrew dropping 59 feet in 450 feet of track.',
    imageUrl: null,
  },
  {
    name: 'Sonoma Raceway',
    location: 'Sonoma, CA',
    length: 2.52,
    type: 'Road Course',
    description: 'Twelve-turn road course with 160 feet of elevation change; club days run the long course.',
    imageUrl: null,
  },
  {
    name: 'Road America',
    location: 'Elkhart Lake, WI',
    length: 4.048,
    type: 'Road Course',
    description: 'Four miles and fourteen turns through the Kettle Moraine, with long straights and the Carousel.',
    imageUrl: null,
  },
  {
    name: 'Daytona International Speedway',
    location: 'Daytona Beach, FL',
    length: 2.5,
    type: 'Oval',
    description: 'Tri-oval with 31-degree banking; the road course uses the infield.',
    imageUrl: null,
  },
  {
    name: 'Long Beach Street Circuit',
    location: 'Long Beach, CA',
    length: 1.968,
    type: 'Street Circuit',
    description:
      'Temporary circuit on the streets around the convention center, with the hairpin onto Shoreline Drive.',
    imageUrl: null,
  },
  {
    name: 'Pikes Peak Highway',
    location: 'Cascade, CO',
    length: 12.42,
    type: 'Hill Climb',
    description: '156 turns from 9,390 feet to the 14,115-foot summit.',
    imageUrl: null,
  },
];

/** The demo team's tracks; events, setups and results of later steps use them. */
export const seedTracks: DemoSeedStep = async (_deps, ctx) => {
  for (const track of demoTracks) await insertTrack(ctx.team, track);
};
