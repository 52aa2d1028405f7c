/**
 * The category of the weekly and monthly figure rollups' all-categories rows: each (affiliate, bucket)
 * has one row per player category plus this one, their sum, so a dashboard without a category filter
 * reads one row per week or month instead of summing four (migration 005). Not a player category.
 */
export const ALL_CATEGORIES = 'all';
