import type { BenchCase, BenchGenerator } from '../types';

export const cases: BenchCase[] = [];
export const generators: BenchGenerator[] = [];
