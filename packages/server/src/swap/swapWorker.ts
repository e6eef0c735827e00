import { activeSwapJobs, type SwapJob } from "../db/swapJobStore";
import { PolledWork } from "../services/pollingLoop";
import { executeOnUx } from "./executionStep";
import type { JobContext } from "./jobContext";
import { advanceAntelopePayment, advanceEthereumPayment } from "./paymentSteps";
import { advanceRefund } from "./refundStep";

/*
 * The swap jobs' one mover: every pass reads the unfinished jobs from the database (so a restarted service
 * resumes exactly where the last one stopped) and moves each by one step. Passes never overlap; a failing job
 * is logged and retried next pass without holding the others up.
 */

export async function advanceJob(context: JobContext, job: SwapJob): Promise<void> {
  const antelope = job.payment.signed !== null;
  switch (job.state) {
    case "received":
    case "broadcast":
      return antelope ? advanceAntelopePayment(context, job) : advanceEthereumPayment(context, job);
    case "final":
      return executeOnUx(context, job);
    case "refunding":
      return advanceRefund(context, job);
    default:
      return;
  }
}

export class SwapWorker extends PolledWork {
  /** Unfinished jobs the last pass found (null until a pass read them: unknown counts as busy). */
  private unfinished: number | null = null;

  constructor(private readonly context: JobContext) {
    super("swap worker", context.log);
  }

  protected override idle(): boolean {
    return this.unfinished === 0;
  }

  /** One pass over every unfinished job (tests call it; the loop runs it every pollMs). */
  run(): Promise<void> {
    return this.runNow();
  }

  protected async pass(): Promise<void> {
    this.unfinished = null;
    const jobs = await activeSwapJobs(this.context.db);
    this.unfinished = jobs.length;
    for (const job of jobs) {
      try {
        await advanceJob(this.context, job);
      } catch (error) {
        this.context.log(
          `swap job ${job.id} (${job.state}): ${error instanceof Error ? error.message : String(error)}`,
        );
      }
    }
  }
}
