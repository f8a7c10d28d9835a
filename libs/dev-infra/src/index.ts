// Local Kafka + MongoDB-wire (FerretDB) servers without Docker, for `npm run infra`, CI and the
// platform's embedded mode. See deploy/local/ for the server definitions.
export * from './dev-infra-paths';
export * from './child-process';
export * from './free-port';
export * from './wait-until';
export * from './run-command';
export * from './source-stamp';
export * from './ensure-ferretdb-binary';
export * from './start-ferretdb';
export * from './start-postgres';
export * from './ensure-kafka-jars';
export * from './start-kafka';
export * from './local-infra';
