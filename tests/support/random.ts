/**
 * Seeded random numbers for tests and bench data: the mock's own mulberry32 (its AI stub and
 * faults use it), so a seed means the same sequence everywhere and a failing run can be replayed.
 */
export { mulberry32 } from '../../mocks/ai/random'
