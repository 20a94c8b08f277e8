// The shapes of the AI visibility API (issue 40), the contract's generated types.
import type { components } from '../../../lib/api-types.ts'

export type Project = components['schemas']['VisibilityProject']
export type ProjectInput = components['schemas']['VisibilityProjectInput']
export type TrackedPrompt = components['schemas']['VisibilityPrompt']
export type VisibilityRun = components['schemas']['VisibilityRun']
export type FigureGroup = components['schemas']['VisibilityFigureGroup']
export type Proportion = components['schemas']['VisibilityProportion']
export type AnswerSummary = components['schemas']['VisibilityAnswerSummary']
export type Answer = components['schemas']['VisibilityAnswer']
export type Market = components['schemas']['VisibilityMarket']
export type PromptCategory = TrackedPrompt['category']
export type Dimension = 'all' | 'engine' | 'market' | 'topic' | 'category' | 'week'

export const CATEGORIES: readonly PromptCategory[] = ['discovery', 'useCase', 'comparison', 'brand']
export const DIMENSIONS: readonly Dimension[] = ['all', 'engine', 'market', 'topic', 'category', 'week']
