import { z } from 'zod';
import { REPORT_REASONS } from '../messages/safety';

export type ReportReason = (typeof REPORT_REASONS)[number]['value'];

const REASONS = REPORT_REASONS.map((r) => r.value) as [ReportReason, ...ReportReason[]];
/** As the database's content_reports_details_length. */
export const REPORT_DETAILS_MAX = 500;

/** The report form: a reason, and a text when it is 'Outro' (the database's own refusals, verbatim). */
export const reportFormSchema = z
  .object({
    reason: z.enum(REASONS, { error: 'Escolha o motivo da denúncia' }),
    details: z.string().trim().max(REPORT_DETAILS_MAX, `A descrição deve ter no máximo ${REPORT_DETAILS_MAX} caracteres`),
  })
  .refine((form) => form.reason !== 'other' || form.details !== '', {
    path: ['details'],
    error: 'Descreva o motivo da denúncia',
  });
export type ReportFormInput = z.input<typeof reportFormSchema>;
export type ReportFormValues = z.output<typeof reportFormSchema>;
