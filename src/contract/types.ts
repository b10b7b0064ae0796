/** Short names for the contract's schemas (generated from openapi.yaml into schema.d.ts). */
import type { components } from './schema'

export type { components, paths } from './schema'

export type ApiSchemas = components['schemas']

export type ApiError = ApiSchemas['Error']
export type Role = ApiSchemas['Role']
export type Sentiment = ApiSchemas['Sentiment']
export type User = ApiSchemas['User']
export type Project = ApiSchemas['Project']
export type ProjectStatus = ApiSchemas['ProjectStatus']
export type ProjectMember = ApiSchemas['ProjectMember']
export type ProjectInterview = ApiSchemas['ProjectInterview']
export type ProjectType = ApiSchemas['ProjectType']
export type ProjectCategory = ApiSchemas['ProjectCategory']
export type ProjectTypeQuestion = ApiSchemas['ProjectTypeQuestion']
export type PersistentInterview = ApiSchemas['PersistentInterview']
export type PersistentQuestion = ApiSchemas['PersistentQuestion']
export type InterviewQuestion = ApiSchemas['InterviewQuestion']
export type SummaryItem = ApiSchemas['SummaryItem']
export type PromptStatus = ApiSchemas['PromptStatus']
export type InterviewerPrompt = ApiSchemas['InterviewerPrompt']
export type ModelSelection = ApiSchemas['ModelSelection']
export type Model = ApiSchemas['Model']
export type ShareLink = ApiSchemas['ShareLink']
export type ParticipantLink = ApiSchemas['ParticipantLink']
export type SharedReport = ApiSchemas['SharedReport']
export type AskedQuestion = ApiSchemas['AskedQuestion']
export type ProjectAttributes = ApiSchemas['ProjectAttributes']
export type MemberAttributes = ApiSchemas['MemberAttributes']
