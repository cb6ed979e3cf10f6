/** What `npm run start:distributed` takes from the environment: its defaults, and a clear refusal of a bad port. */
import { describe, expect, it } from "vitest"
import { readDistributedSettings, SettingsError } from "./settings"

describe("distributed mode settings", () => {
  it("defaults to nginx on 127.0.0.1:8080, Kafka on 9092, data under ./data/distributed, servers started by the launcher", () => {
    expect(readDistributedSettings({}, "/repo")).toEqual({
      port: 8080,
      host: "127.0.0.1",
      kafkaPort: 9092,
      dataDir: "/repo/data/distributed",
      databaseUrl: undefined,
      kafkaBrokers: undefined,
      appUrl: "http://127.0.0.1:8080",
    })
  })

  it("takes PORT, HOST, KAFKA_PORT, DATA_DIR, servers of one's own and the public address from the environment", () => {
    const env = { PORT: "9080", HOST: "0.0.0.0", KAFKA_PORT: "9192", DATA_DIR: "/tmp/bimp", DATABASE_URL: "postgres://db/bimp", KAFKA_BROKERS: "k1:9092,k2:9092" }
    expect(readDistributedSettings(env, "/repo")).toEqual({
      port: 9080,
      host: "0.0.0.0",
      kafkaPort: 9192,
      dataDir: "/tmp/bimp",
      databaseUrl: "postgres://db/bimp",
      kafkaBrokers: "k1:9092,k2:9092",
      appUrl: "http://localhost:9080",
    })
    expect(readDistributedSettings({ APP_URL: "https://bimprofile.example.ch/" }, "/repo").appUrl).toBe("https://bimprofile.example.ch")
  })

  it("refuses a port that is not one, naming the variable", () => {
    expect(() => readDistributedSettings({ PORT: "eighty" })).toThrow(SettingsError)
    expect(() => readDistributedSettings({ KAFKA_PORT: "70000" })).toThrow('KAFKA_PORT must be a port number (1–65535), not "70000"')
  })
})
