/** The servers' Redis connection for shared state (limits, content version, pages): see `shared-client.ts`. */
export {
  closeClient,
  connectSharedRedis,
  describeRedisUrl,
  firstConnection,
  REDIS_TIMEOUTS,
  sharedStateClient,
  type RedisLog,
  type RedisTimeouts,
  type SharedRedis,
  type SharedRedisOptions,
} from './shared-client';
