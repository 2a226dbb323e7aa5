import { readFileSync } from 'node:fs';

// A process's CPU time (user + system, all its threads: the main thread, the garbage collector's,
// libuv's) from /proc (Linux), in seconds; the kernel counts it in ticks of 1/100 s.
const TICKS_PER_SECOND = 100;

export function cpuSeconds(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  // After the command's name: state is field 3, utime 14 and stime 15 (proc(5)); here from 0 at state.
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}
