import { bigserial, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Every admin action (and the system's decisions), append-only (migration 0016). */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** null: the system (automatic approval, retention). */
    actorId: text('actor_id'),
    action: text('action').notNull(),
    subjectType: text('subject_type').notNull(),
    subjectId: text('subject_id').notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at.desc(), t.id.desc()),
    index('audit_log_subject_idx').on(t.subjectType, t.subjectId, t.id),
    index('audit_log_subject_id_idx').on(t.subjectId),
    index('audit_log_action_idx').on(t.action, t.at),
    index('audit_log_actor_idx').on(t.actorId, t.at),
  ],
);
