import type { ChainError, TransactionTrace } from "../engine/engineContract";

/** A transaction trace as nodeos prints it in push/send responses (fields the engine leaves out added). */
export function traceJson(trace: TransactionTrace) {
  return {
    id: trace.id,
    block_num: trace.block_num,
    block_time: trace.block_time,
    producer_block_id: null,
    receipt: trace.receipt,
    elapsed: trace.elapsed,
    net_usage: trace.net_usage,
    scheduled: trace.scheduled,
    action_traces: trace.action_traces.map((action) => ({
      ...action,
      trx_id: trace.id,
      block_num: trace.block_num,
      block_time: trace.block_time,
      producer_block_id: null,
      except: null,
      error_code: null,
    })),
    account_ram_delta: null,
    except: null,
    error_code: null,
  };
}

/** fc::exception's JSON, as a failure trace carries it in `except`. */
export function exceptionJson(error: ChainError, timestamp: string) {
  return {
    code: error.errorCode,
    name: error.errorName,
    message: error.what,
    stack: error.details.map((detail) => ({
      context: {
        level: "error",
        file: detail.file ?? "",
        line: detail.line_number ?? 0,
        method: detail.method ?? "",
        hostname: "",
        thread_name: "nodeos",
        timestamp,
      },
      format: detail.message,
      data: {},
    })),
  };
}

/** send_transaction2 with return_failure_trace: a 200 answer whose trace carries the exception. */
export function failureTraceJson(id: string, blockNum: number, blockTime: string, error: ChainError) {
  return {
    id,
    block_num: blockNum,
    block_time: blockTime,
    producer_block_id: null,
    receipt: null,
    elapsed: 0,
    net_usage: 0,
    scheduled: false,
    action_traces: [],
    account_ram_delta: null,
    except: exceptionJson(error, blockTime),
    error_code: null,
  };
}
