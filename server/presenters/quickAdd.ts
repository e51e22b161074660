import type { QuickAddParse } from '../../protocol/api/quickAdd.ts';
import type { QuickAddResult } from '../domain/quickAdd/parseQuickAdd.ts';

export function presentQuickAdd(result: QuickAddResult): QuickAddParse {
  return {
    title: result.title,
    dueDate: result.dueDate?.toISOString() ?? null,
    remindAt: result.remindAt?.toISOString() ?? null,
    recurrence: result.recurrence,
    priority: result.priority,
    estimateMinutes: result.estimateMinutes,
    spans: result.spans,
  };
}
