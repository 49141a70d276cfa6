import type { HandlerContext, HandlerRegistry } from '../../exec/handlers';
import { localIsoDate } from '../../lib/local-time';
import { type PickedJobsQuery, pickedJobDetails, pickedJobSlides, pickedJobsDates } from './picked-jobs.service';

/** The signed-in employee (never the payload) and the agency's today. */
function queryOf({ db, session, now, config }: HandlerContext<unknown>, service: string): PickedJobsQuery {
  if (!session) throw new Error(`${service} needs a session`);
  return {
    db,
    passId: session.passId,
    department: session.employee.department,
    today: localIsoDate(now, config.timeZone),
  };
}

export function registerPickedJobHandlers(registry: HandlerRegistry): void {
  registry.register('mta_pickedJobsDates', async (ctx) => ({
    elements: await pickedJobsDates(queryOf(ctx, 'mta_pickedJobsDates')),
  }));
  registry.register('mta_pickedJobSlides', async (ctx) => ({
    elements: await pickedJobSlides(queryOf(ctx, 'mta_pickedJobSlides')),
  }));
  registry.register('mta_pickedJobDetails', async (ctx) => ({
    elements: await pickedJobDetails(queryOf(ctx, 'mta_pickedJobDetails'), ctx.input.pickPeriodId),
  }));
}
