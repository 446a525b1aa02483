export interface ContentTables {}
