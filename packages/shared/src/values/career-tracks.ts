/** Limits and fixed lists of career tracks, without zod: the web app's views load these alone. */

export const CAREER_TRACK_TITLE_MAX = 50;
export const CAREER_TRACK_DESC_MAX = 1024;
/** What and why need no bound for the product; this one only stops abuse. */
export const SKILL_TEXT_MAX = 2000;
export const SKILL_NAME_MAX = 255;
export const MAX_SKILLS_PER_TRACK = 100;
export const MAX_NEXT_TRACKS = 20;
export const VOTE_NOTES_MAX = 1000;
export const DESIRED_LEVELS = ['Beginner', 'Know-how', 'Applied Experience', 'Strong Experience', 'Expert'] as const;
export type DesiredLevel = (typeof DESIRED_LEVELS)[number];
/** Save Draft → new, Complete → completed, Complete & Post → shared. */
export const CAREER_TRACK_INPUT_STATUSES = ['new', 'completed', 'shared'] as const;
export type CareerTrackInputStatus = (typeof CAREER_TRACK_INPUT_STATUSES)[number];
export const CAREER_TRACK_STATUSES = ['new', 'completed', 'shared', 'outdated'] as const;
export type CareerTrackStatus = (typeof CAREER_TRACK_STATUSES)[number];
