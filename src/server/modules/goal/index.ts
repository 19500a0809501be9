/**
 * What other modules may use of the church goal: tracking's write adds every entry dated in the current
 * goal's window to the goal's total rows, in its one shared statement (goal-rollups.ts), and settles the
 * goal's milestones after its commit (goal-milestones.ts). So the goal imports nothing of tracking.
 */

export { type GoalMilestoneReached, settleGoalMilestones } from './goal-milestones';
export { goalAddition, goalCountedAnswer, goalSubtraction } from './goal-rollups';
