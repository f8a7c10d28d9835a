import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ServeStaticModule } from '@nestjs/serve-static';
import type { AppConfig } from '@exam/common';

/** Serves the built learner app at / and the admin console at /admin, when they have been built. */
export function webAppsModule(config: AppConfig) {
  const learner = join(config.repoRoot, 'web-learner', 'dist');
  const admin = join(config.repoRoot, 'web-admin', 'dist');
  const roots = [
    ...(existsSync(admin) ? [{ rootPath: admin, serveRoot: '/admin', exclude: ['/api/{*path}'] }] : []),
    ...(existsSync(learner) ? [{ rootPath: learner, exclude: ['/api/{*path}', '/admin/{*path}'] }] : []),
  ];
  return roots.length ? [ServeStaticModule.forRoot(...roots)] : [];
}
