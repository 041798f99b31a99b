import config from '@payload-config'
import { RootPage } from '@payloadcms/next/views'
import { importMap } from '../importMap.js'
import type { Args } from './viewArgs'

export { generateMetadata } from './viewArgs'

const Page = ({ params, searchParams }: Args) => RootPage({ config, params, searchParams, importMap })

export default Page
