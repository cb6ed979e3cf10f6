/**
 * @module Writes infra/deploy/nginx/bimprofile.conf, the production example, from the site template:
 *   node --import tsx infra/launcher/src/distributed/render-production-nginx.ts
 */
import fs from "node:fs"
import path from "node:path"
import { NGINX_DEPLOY_DIR, renderProductionSite } from "./nginx-config"

const file = path.join(NGINX_DEPLOY_DIR, "bimprofile.conf")
fs.writeFileSync(file, renderProductionSite())
process.stdout.write(`wrote ${file}\n`)
