/**
 * @module Who used the two cores during a window: CPU seconds of the PostgreSQL cluster (postmaster, its
 * backends and, through cutime/cstime, backends that already exited), of the server child and of the
 * driver itself. Linux /proc only; elsewhere the figures are left out.
 */
import fs from "node:fs"
import os from "node:os"

const TICKS_PER_SECOND = 100 // USER_HZ on Linux

type ProcStat = { pid: number; ppid: number; ticks: number; childTicks: number }

const readStat = (pid: number): ProcStat | undefined => {
  try {
    const text = fs.readFileSync(`/proc/${pid}/stat`, "utf8")
    // The command name (field 2) may hold spaces: the fields after it start past the last ')'.
    const fields = text.slice(text.lastIndexOf(")") + 2).split(" ")
    const ppid = Number(fields[1])
    const utime = Number(fields[11])
    const stime = Number(fields[12])
    const cutime = Number(fields[13])
    const cstime = Number(fields[14])
    return { pid, ppid, ticks: utime + stime, childTicks: cutime + cstime }
  } catch {
    return undefined
  }
}

/** CPU seconds used so far by the process `rootPid` and its direct children (exited ones included). */
export const treeCpuSeconds = (rootPid: number): number | undefined => {
  const root = readStat(rootPid)
  if (!root) return undefined
  let ticks = root.ticks + root.childTicks
  for (const name of fs.readdirSync("/proc")) {
    const pid = Number(name)
    if (!Number.isInteger(pid) || pid === rootPid) continue
    const stat = readStat(pid)
    if (stat && stat.ppid === rootPid) ticks += stat.ticks
  }
  return ticks / TICKS_PER_SECOND
}

export type CpuWindow = { stop(): CpuShares }
export type CpuShares = {
  readonly wallSeconds: number
  /** CPU seconds per part; the machine has os.availableParallelism() × wallSeconds to give. */
  readonly postgres: number | undefined
  readonly server: number | undefined
  readonly driver: number
  readonly machineIdlePercent: number | undefined
  /** CPU seconds the machine spent on processes other than these three (other work on a shared box). */
  readonly others: number | undefined
}

const machineTimes = () => {
  let idle = 0
  let total = 0
  for (const cpu of os.cpus()) {
    const t = cpu.times
    idle += t.idle
    total += t.user + t.nice + t.sys + t.idle + t.irq
  }
  return { idle, total }
}

export const startCpuWindow = (postgresPid: number, serverPid: number | undefined): CpuWindow => {
  const started = performance.now()
  const pg0 = treeCpuSeconds(postgresPid)
  const server0 = serverPid === undefined ? undefined : treeCpuSeconds(serverPid)
  const driver0 = process.cpuUsage()
  const machine0 = machineTimes()
  return {
    stop() {
      const pg1 = treeCpuSeconds(postgresPid)
      const server1 = serverPid === undefined ? undefined : treeCpuSeconds(serverPid)
      const driver = process.cpuUsage(driver0)
      const machine1 = machineTimes()
      const total = machine1.total - machine0.total
      const busySeconds = (total - (machine1.idle - machine0.idle)) / 1000
      const pg = pg0 !== undefined && pg1 !== undefined ? pg1 - pg0 : undefined
      const srv = server0 !== undefined && server1 !== undefined ? server1 - server0 : undefined
      const ours = (pg ?? 0) + (srv ?? 0) + (driver.user + driver.system) / 1e6
      return {
        wallSeconds: (performance.now() - started) / 1000,
        postgres: pg0 !== undefined && pg1 !== undefined ? pg1 - pg0 : undefined,
        server: server0 !== undefined && server1 !== undefined ? server1 - server0 : undefined,
        driver: (driver.user + driver.system) / 1e6,
        machineIdlePercent: total > 0 ? (100 * (machine1.idle - machine0.idle)) / total : undefined,
        others: total > 0 && pg !== undefined && srv !== undefined ? Math.max(0, busySeconds - ours) : undefined,
      }
    },
  }
}
