const g={};for(const w of process.argv.slice(2))(g[[...w.toLowerCase()].sort().join("")]??=new Set).add(w.toLowerCase())
console.log(Object.values(g).filter(s=>s.size>1).map(s=>[...s].join(" ")).join("\n"))
