/** What other modules may use of the church boards: church admin's analytics show the weekly leaderboard. */
export { churchLeaderboard } from './leaderboard.service';
