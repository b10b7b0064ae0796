import { z } from 'zod'
import { projectCategoryValues, roleValues, sentimentValues } from '@/contract/enums'

/** The fields every record schema is made of (schema.ts, coding-schema.ts). */

export const id = z.string()
export const timestamp = z.string()
export const nullableTimestamp = z.string().nullable()
export const roleSchema = z.enum(roleValues)
export const sentimentSchema = z.enum(sentimentValues)
export const categorySchema = z.enum(projectCategoryValues)
