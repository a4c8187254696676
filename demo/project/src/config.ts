// Demo project: reads the service configuration from the environment.

export interface ServiceConfig {
  port: number;
  region: string;
}

export function loadConfig(): ServiceConfig {
  return { port: Number(process.env.PORT ?? 8080), region: process.env.REGION ?? "eu-west-1" };
}

export function loadToken(): string {
  return process.env.API_TOKEN ?? "";
}
