/**
 * The two test tiers (docs/testing.md). `npm test`, the newcomer's tier, runs the kill -9 loops and the
 * property runs with small counts; `.ci/run`'s full tier sets TEST_TIER=full and runs every count.
 */
const fullTier = process.env.TEST_TIER === 'full';

/** `quick` in `npm test`, `full` in the full tier. */
export const tierCount = (quick: number, full: number) => (fullTier ? full : quick);
