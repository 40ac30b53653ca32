import re,sys,collections
for w,c in collections.Counter(re.findall("[a-z]{2,}",open(sys.argv[1]).read().lower())).most_common(int(sys.argv[2]) if len(sys.argv)>2 else 25):print(w,"-",c)
