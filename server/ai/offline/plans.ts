/**
 * How each kind's seven step templates (texts/<lang>.ts) become a plan. Language independent, so all
 * languages leave out the same steps and give the same minutes.
 */
import type { TaskKind } from './types.ts';

export interface PlanStep {
  /** The smallest number of steps at which this step is included (3 to 7). */
  from: 3 | 4 | 5 | 6 | 7;
  /** Share of the kind's time budget; the starter (index 0) has its own fixed time. */
  weight: number;
}

export interface KindPlan {
  /** Realistic minutes for the whole task after the starter. */
  budget: number;
  steps: readonly [PlanStep, PlanStep, PlanStep, PlanStep, PlanStep, PlanStep, PlanStep];
}

const STARTER: PlanStep = { from: 3, weight: 0 };

/**
 * For every kind exactly three steps have `from: 3` (the starter, the core step and the finish) and
 * one each has 4, 5, 6 and 7, so a plan of n steps takes exactly n of them, in order.
 */
export const KIND_PLANS: Record<TaskKind, KindPlan> = {
  writing: {
    budget: 90,
    steps: [
      STARTER,
      { from: 5, weight: 1 },
      { from: 4, weight: 1 },
      { from: 3, weight: 4 },
      { from: 7, weight: 1 },
      { from: 6, weight: 1.5 },
      { from: 3, weight: 1 },
    ],
  },
  message: {
    budget: 20,
    steps: [
      STARTER,
      { from: 5, weight: 1 },
      { from: 4, weight: 1 },
      { from: 3, weight: 3 },
      { from: 6, weight: 1 },
      { from: 7, weight: 1 },
      { from: 3, weight: 0.5 },
    ],
  },
  call: {
    budget: 25,
    steps: [
      STARTER,
      { from: 4, weight: 1 },
      { from: 6, weight: 1 },
      { from: 7, weight: 0.5 },
      { from: 3, weight: 2.5 },
      { from: 5, weight: 1 },
      { from: 3, weight: 0.5 },
    ],
  },
  cleaning: {
    budget: 60,
    steps: [
      STARTER,
      { from: 5, weight: 0.5 },
      { from: 3, weight: 2 },
      { from: 4, weight: 2 },
      { from: 6, weight: 1.5 },
      { from: 7, weight: 1 },
      { from: 3, weight: 1 },
    ],
  },
  studying: {
    budget: 90,
    steps: [
      STARTER,
      { from: 5, weight: 0.5 },
      { from: 3, weight: 3 },
      { from: 4, weight: 1.5 },
      { from: 6, weight: 0.5 },
      { from: 7, weight: 1.5 },
      { from: 3, weight: 0.5 },
    ],
  },
  shopping: {
    budget: 60,
    steps: [
      STARTER,
      { from: 4, weight: 0.5 },
      { from: 6, weight: 0.5 },
      { from: 7, weight: 0.3 },
      { from: 3, weight: 4 },
      { from: 5, weight: 1 },
      { from: 3, weight: 0.3 },
    ],
  },
  cooking: {
    budget: 50,
    steps: [
      STARTER,
      { from: 5, weight: 0.5 },
      { from: 3, weight: 0.5 },
      { from: 6, weight: 1.5 },
      { from: 3, weight: 3 },
      { from: 7, weight: 0.5 },
      { from: 4, weight: 1 },
    ],
  },
  exercise: {
    budget: 35,
    steps: [
      STARTER,
      { from: 6, weight: 0.3 },
      { from: 4, weight: 1 },
      { from: 3, weight: 4 },
      { from: 7, weight: 1 },
      { from: 5, weight: 1 },
      { from: 3, weight: 0.3 },
    ],
  },
  coding: {
    budget: 90,
    steps: [
      STARTER,
      { from: 4, weight: 1.5 },
      { from: 6, weight: 1 },
      { from: 3, weight: 4 },
      { from: 5, weight: 1 },
      { from: 7, weight: 1 },
      { from: 3, weight: 0.5 },
    ],
  },
  paperwork: {
    budget: 60,
    steps: [
      STARTER,
      { from: 4, weight: 1 },
      { from: 6, weight: 0.3 },
      { from: 3, weight: 3 },
      { from: 5, weight: 2 },
      { from: 7, weight: 1 },
      { from: 3, weight: 1 },
    ],
  },
  planning: {
    budget: 60,
    steps: [
      STARTER,
      { from: 4, weight: 1.5 },
      { from: 3, weight: 1.5 },
      { from: 6, weight: 1 },
      { from: 5, weight: 0.5 },
      { from: 7, weight: 1 },
      { from: 3, weight: 1.5 },
    ],
  },
  application: {
    budget: 120,
    steps: [
      STARTER,
      { from: 5, weight: 1 },
      { from: 3, weight: 2 },
      { from: 4, weight: 3 },
      { from: 6, weight: 1 },
      { from: 7, weight: 0.5 },
      { from: 3, weight: 0.5 },
    ],
  },
  appointment: {
    budget: 20,
    steps: [
      STARTER,
      { from: 5, weight: 1 },
      { from: 6, weight: 0.5 },
      { from: 4, weight: 0.5 },
      { from: 3, weight: 2 },
      { from: 7, weight: 0.5 },
      { from: 3, weight: 0.5 },
    ],
  },
  generic: {
    budget: 60,
    steps: [
      STARTER,
      { from: 5, weight: 0.5 },
      { from: 4, weight: 1 },
      { from: 3, weight: 3 },
      { from: 6, weight: 0.5 },
      { from: 7, weight: 2 },
      { from: 3, weight: 1 },
    ],
  },
};

/** 1 -> 3 steps ... 5 -> 7 steps; out-of-range or fractional values are rounded and clamped. */
export function stepCount(granularity: number): number {
  const level = Number.isFinite(granularity) ? Math.round(granularity) : 3;
  return Math.min(5, Math.max(1, level)) + 2;
}

/** The tiny starter gets 5 minutes at granularity 1 down to 2 minutes at 4 and 5. */
export function starterMinutes(count: number): number {
  return Math.max(2, 8 - count);
}

/** Rounds to a figure a person would say: whole minutes below 8, then fives, then quarters of an hour. */
export function niceMinutes(minutes: number): number {
  if (minutes < 7.5) return Math.max(2, Math.round(minutes));
  if (minutes <= 60) return Math.round(minutes / 5) * 5;
  return Math.round(minutes / 15) * 15;
}
